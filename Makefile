# Two commands do everything on a fresh machine:
#   make demo   set up .venv, build the C library and run the main job
#   make test   set up .venv, build the C library and run every test
#
# Which PyTorch (docs/installing.md):
#   TORCH=pinned   (default) .venv gets the CPU build pinned in constraints.txt
#   TORCH=system   use the torch that PYTHON already has (as tch-rs's LIBTORCH_USE_PYTORCH does): .venv is made
#                  from PYTHON, sees PYTHON's packages through a .pth file, installs no torch, and checks that the
#                  torch it sees is in the supported range (simple_torch/engines/torch_support.py)
# e.g. make test PYTHON=/opt/py/bin/python TORCH=system
PYTHON ?= python3
TORCH  ?= pinned
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
LIB    := build/lib/libsimple_torch_ffi.so
CORE   := build/.tensor_core   # a stamp: Tier 3's Tensor core (a CPython extension) built in place
PKG    := PKG_CONFIG_PATH=$(CURDIR)/build/lib/pkgconfig pkg-config

ifeq ($(TORCH),pinned)
MODE := pinned
else ifeq ($(TORCH),system)
MODE := system $(PYTHON)
ifneq ($(findstring $(CURDIR)/$(VENV)/,$(abspath $(PYTHON))),)
$(error PYTHON=$(PYTHON) is inside $(VENV), which TORCH=system makes from PYTHON: name a Python outside it)
endif
else
$(error TORCH=$(TORCH): expected TORCH=pinned (the default) or TORCH=system)
endif

.PHONY: demo examples test test-gpu test-rust setup lib generate clean bench bench-gpu bench-dist install test-torch-versions FORCE

setup: $(STAMP)

# What .venv was made for; a different TORCH (or, with TORCH=system, PYTHON) makes it again, since a pinned
# torch inside .venv would hide the system's. Rewritten only when it changes, so that $(STAMP) stays up to date.
# A .venv from before this file existed was made for the pinned torch.
$(VENV)/.mode: FORCE
	@if [ "$$(cat $@ 2>/dev/null || echo pinned)" != "$(MODE)" ]; then \
		echo "make: .venv was made for TORCH=$$(cat $@ 2>/dev/null || echo pinned); making it again for TORCH=$(MODE)"; \
		rm -rf $(VENV); fi
	@mkdir -p $(VENV) && if [ "$$(cat $@ 2>/dev/null)" != "$(MODE)" ]; then echo "$(MODE)" > $@; fi

$(STAMP): pyproject.toml constraints.txt $(VENV)/.mode
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
ifeq ($(TORCH),pinned)
	$(PY) -m pip install --quiet -c constraints.txt -e '.[torch,test]'
else
	$(PYTHON) src/simple_torch/clib/system_paths.py \
		> "$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/_simple_torch_system.pth"
	$(PY) -m pip install --quiet -e '.[test]'
	$(PY) -m simple_torch.engines.torch_support || { echo "make: TORCH=system uses the torch of PYTHON=$(PYTHON)," \
		"which must have a supported one (or leave TORCH unset: .venv then gets the pinned torch)" >&2; exit 1; }
endif
	touch $(STAMP)

# The shared library, its pkg-config file and the C entry points, from the spec; and Tier 3's Tensor core
# (src/simple_torch/tensor_core.c), built beside its source for the editable install.
lib: $(LIB)

$(CORE): $(STAMP) src/simple_torch/tensor_core.c setup.py
	$(PY) setup.py --quiet build_ext --inplace
	@mkdir -p build && touch $@

$(LIB): $(STAMP) $(CORE) $(wildcard src/simple_torch/abi/*.py src/simple_torch/clib/*) include/simple_torch.h
	$(PY) -m simple_torch.clib.build

# Rewrite the committed files generated from the spec (header, bindings, calls.py, torch_ops.py, op_calls.c).
generate: $(STAMP)
	$(PY) src/simple_torch/abi/generate.py

build/examples/train_digits: examples/c/train_digits.c $(LIB)
	mkdir -p build/examples
	cc -O2 -Wall -Wextra -o $@ $< $$($(PKG) --cflags --libs simple-torch) -lm

demo: build/examples/train_digits
	./build/examples/train_digits examples/data/digits.u8

# The model families from C: a character-level LSTM and a small GPT trained on Shakespeare, then sampled.
build/examples/%: examples/c/%.c examples/c/char_model.h $(LIB)
	mkdir -p build/examples
	cc -O2 -Wall -Wextra -o $@ $< $$($(PKG) --cflags --libs simple-torch) -lm

examples: build/examples/char_lstm build/examples/tiny_gpt
	./build/examples/char_lstm examples/data/shakespeare.txt
	./build/examples/tiny_gpt examples/data/shakespeare.txt

# The whole suite on the torch backend (with the backend parity tests), again on the NumPy backend,
# and the parts that need no reference from PyTorch once with torch hidden (tests/no_torch).
ANY_BACKEND := tests/runtime tests/api tests/test_c_abi.py tests/test_examples.py tests/test_exported_models.py \
               tests/bindings/test_node.py tests/bindings/test_go.py
NO_TORCH    := tests/test_c_abi.py tests/test_examples.py tests/test_no_torch.py

# The Node.js example's FFI package (koffi, pinned by its lock file), for tests/test_loading.py.
NODE_MODULES := examples/node/node_modules/.package-lock.json

$(NODE_MODULES): examples/node/package.json examples/node/package-lock.json
	cd examples/node && npm ci --no-audit --no-fund

# The Node.js package's koffi, for tests/bindings/test_node.py (bindings/node/README.md).
NODE_PACKAGE_MODULES := bindings/node/node_modules/.package-lock.json

$(NODE_PACKAGE_MODULES): bindings/node/package.json bindings/node/package-lock.json
	cd bindings/node && npm ci --no-audit --no-fund

# pytest on every core (pytest-xdist), each test file on one worker: a file's fixtures are made once
PYTEST := $(PY) -m pytest -q -n auto --dist loadfile

test: $(LIB) $(NODE_MODULES) $(NODE_PACKAGE_MODULES)
	$(PYTEST)
	SIMPLE_TORCH_BACKEND=numpy $(PYTEST) $(ANY_BACKEND)
	PYTHONPATH=$(CURDIR)/tests/no_torch $(PYTEST) $(NO_TORCH)

# On a machine with a GPU: the torch pass of `make test` (C programs included) with CUDA as the default
# device. Tests whose expectations depend on the device read it (DEVICE in tests/runtime/conftest.py and
# tests/api/conftest.py, default_device() in tests/c/check.h). With the machine's own torch:
#   make test-gpu PYTHON=/path/to/python TORCH=system
CUDA_CHECK = import sys, torch; torch.cuda.is_available() or sys.exit("make: CUDA is not available here (torch " \
	+ torch.__version__ + ", CUDA " + str(torch.version.cuda) + "): $@ needs a GPU")

test-gpu: $(LIB) $(NODE_MODULES) $(NODE_PACKAGE_MODULES)
	@$(PY) -c '$(CUDA_CHECK)'
	SIMPLE_TORCH_DEVICE=cuda $(PY) -m pytest -q

# The demo, the C programs, the fast path's tests, the runtime suite and tests/realworld on each torch release of
# tools/torch_versions.py's list, each in a venv of its own (downloaded once, GBs: not part of `make test`); writes
# the table in README.md and docs/torch-versions.md. TORCH_VERSIONS_ARGS passes options, e.g.
# TORCH_VERSIONS_ARGS='--releases 2.6.0 --suites demo'.
test-torch-versions:
	$(PYTHON) tools/torch_versions.py $(TORCH_VERSIONS_ARGS)

clean:
	rm -rf $(VENV) build src/simple_torch/_tensor_core.*.so

# The Rust crates alone (bindings/rust): the spec checks and `cargo test --offline` (docs/bindings.md).
test-rust: $(LIB)
	$(PY) -m pytest -q tests/bindings/test_rust.py

# The library, header, .pc and Simple bindings under $(DESTDIR)$(PREFIX), working without this tree
# (docs/installing.md; src/simple_torch/clib/install.py says what goes where). With TORCH=system the installed library
# starts PYTHON, whose torch it uses; with the default TORCH=pinned, the base interpreter of .venv, with the pinned
# torch and the other dependencies installed under the prefix.
PREFIX  ?= /usr/local
DESTDIR ?=

install: $(STAMP)
	$(PY) -m simple_torch.clib.install --prefix '$(PREFIX)' --destdir '$(DESTDIR)' \
		$(if $(filter system,$(TORCH)),--python "$$($(PYTHON) -c 'import sys; print(sys.executable)')")

# Overheads against Python torch, libtorch C++, NumPy and memcpy, the C examples' training steps against their Python
# twins, start-up races and the char-LSTM on C threads: bench/results.md and bench/ratios.png (bench/run.py says
# what runs; BENCH_ARGS passes options, e.g. BENCH_ARGS='--rounds 1').
bench: $(LIB) $(VENV)/.bench-installed
	$(PY) bench/run.py $(BENCH_ARGS)
	$(PY) bench/cpp_compile.py

# The distributed figures (docs/distributed.md): all-reduce through the ABI against Python's torch.distributed,
# and a training step on 2 processes against 1.
bench-dist: $(LIB)
	$(PY) bench/distributed.py

# The GPU figures (docs/gpu.md): host<->device copies, large matmuls and a tiny op through the ABI
# against Python torch on cuda:0; writes bench/results-gpu.md. `bench/gpu.py --device cpu` checks it without a GPU.
bench-gpu: $(LIB)
	@$(PY) -c '$(CUDA_CHECK)'
	$(PY) bench/gpu.py

$(VENV)/.bench-installed: $(STAMP)
	$(PY) -m pip install --quiet -c constraints.txt -e '.[torch,test,bench]'
	touch $@

# The long robustness runs, each on both backends and on the torch one with the native fast path and without
# (tests/test_fuzz.py and tests/test_soak.py run them short in `make test`): random call sequences over the whole ABI (FUZZ_SEEDS seeds of FUZZ_CALLS calls), and the leak
# check over SOAK_CYCLES create/compute/free cycles.
FUZZ_SEEDS  ?= 20
FUZZ_CALLS  ?= 50000
SOAK_CYCLES ?= 1000000

.PHONY: fuzz soak api-coverage

# The coverage of the 299 ranked APIs (docs/api-usage.md; docs/python-api.md, "Coverage of the ranked APIs"):
# on each backend, the share of probes that give PyTorch's result through Tier 3, and the share of APIs with
# C functions for the same job, with the probes that fail and why.
api-coverage: $(LIB)
	$(PY) -m tests.api_coverage --figures
	SIMPLE_TORCH_BACKEND=numpy $(PY) -m tests.api_coverage --figures

fuzz: $(LIB)
	FUZZ_SEEDS=$(FUZZ_SEEDS) FUZZ_CALLS=$(FUZZ_CALLS) $(PY) -m tests.test_fuzz

soak: $(LIB)
	mkdir -p build/soak
	cc -O2 -Wall -Wextra -Werror -o build/soak/soak tests/c/soak.c $$($(PKG) --cflags --libs simple-torch)
	SIMPLE_TORCH_BACKEND=torch ./build/soak/soak $(SOAK_CYCLES)
	SIMPLE_TORCH_BACKEND=torch SIMPLE_TORCH_FAST_PATH=0 ./build/soak/soak $(SOAK_CYCLES)
	SIMPLE_TORCH_BACKEND=numpy ./build/soak/soak $(SOAK_CYCLES)

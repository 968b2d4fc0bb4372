# Two commands do everything on a fresh machine:
#   make demo   set up .venv and run the main job
#   make test   set up .venv and run every test
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: demo test setup clean

setup: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e '.[torch,test]'
	touch $(STAMP)

demo: setup
	$(PY) examples/python/runtime_walkthrough.py

test: setup
	$(PY) -m pytest -q

clean:
	rm -rf $(VENV) build

"""The README is a front door of at most 400 lines whose examples are real files that print what it shows,
and every relative link of README.md and docs/*.md reaches an existing file (and heading, where it names one).

The example runs need the library (`make lib`; `make test` builds it first)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import child_env, torch_importable
from .test_examples import LIBRARY, _compile

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
README_MAX_LINES = 400
C_EXAMPLE = ROOT / "examples" / "c" / "quickstart.c"
PYTHON_EXAMPLE = ROOT / "examples" / "python" / "quickstart.py"
RUN_TIMEOUT = 300   # seconds; each example takes a few on an idle 2-core machine

_FENCE = re.compile(r"^(```|~~~)")
_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_CODE_SPAN = re.compile(r"`[^`]*`")


def _prose_lines(text: str) -> list[str]:
    """The lines of a Markdown text outside fenced code blocks."""
    lines, fenced = [], False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def anchors(text: str) -> set[str]:
    """The anchors GitHub gives a Markdown text's headings: lower case, punctuation dropped, spaces as
    hyphens, a repeated one numbered from -1."""
    seen: dict[str, int] = {}
    for line in _prose_lines(text):
        heading = _HEADING.match(line)
        if heading:
            slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            if count:
                seen[f"{slug}-{count}"] = 1
    return set(seen)


def broken_links(path: Path) -> list[str]:
    """The relative links of a Markdown file whose file or heading does not exist, each with the reason."""
    broken = []
    for line in _prose_lines(path.read_text()):
        for target in _LINK.findall(_CODE_SPAN.sub("", line)):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):   # http:, https:, mailto:
                continue
            file_part, _, anchor = target.partition("#")
            linked = (path.parent / file_part).resolve() if file_part else path
            if not linked.exists():
                broken.append(f"{target}: no file {linked}")
            elif anchor and linked.suffix == ".md" and anchor not in anchors(linked.read_text()):
                broken.append(f"{target}: no heading #{anchor} in {linked.name}")
    return broken


def _block_after(text: str, marker: str) -> str:
    """The body of the first fenced code block after the line holding marker."""
    rest = text[text.index(marker):]
    block = re.search(r"^```[a-z]*\n(.*?)^```$", rest, re.S | re.M)
    assert block, f"no code block after {marker!r}"
    return block.group(1)


# -- the front door -----------------------------------------------------------------------------------------

def test_the_readme_has_at_most_400_lines():
    lines = len(README.read_text().splitlines())
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; move the detail into docs/"


def test_the_docs_exist_and_the_readme_links_each():
    readme = README.read_text()
    assert DOCS, "docs/ holds no Markdown file"
    for doc in DOCS:
        assert f"](docs/{doc.name})" in readme, f"README.md does not link docs/{doc.name}"


@pytest.mark.parametrize("path", [README, *DOCS], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(path):
    assert broken_links(path) == []


def test_a_broken_link_or_anchor_is_found(tmp_path):
    (tmp_path / "other.md").write_text("# A title\n\n## Saving, loading (and more)\n\n## Twice\n\n## Twice\n")
    page = tmp_path / "page.md"
    page.write_text("[ok](other.md#saving-loading-and-more) [ok](other.md#twice-1) [ok](#here) "
                    "[url](https://example.com/x)\n# Here\n```\n[in code](nowhere.md)\n```\n"
                    "[gone](missing.md) [no heading](other.md#absent) [`code`](other.md#twice-2)\n")
    assert broken_links(page) == [
        f"missing.md: no file {tmp_path / 'missing.md'}",
        "other.md#absent: no heading #absent in other.md",
        "other.md#twice-2: no heading #twice-2 in other.md",
    ]


# -- its examples are files that run ------------------------------------------------------------------------

def test_the_readme_shows_the_example_files_whole():
    readme = README.read_text()
    assert _block_after(readme, "`examples/c/quickstart.c`, whole:") == C_EXAMPLE.read_text()
    assert _block_after(readme, "`examples/python/quickstart.py`, whole:") == PYTHON_EXAMPLE.read_text()


@pytest.mark.skipif(not LIBRARY.exists(), reason=f"{LIBRARY} not built (run `make lib`)")
def test_the_c_example_prints_what_the_readme_shows(tmp_path):
    exe = _compile(C_EXAMPLE, tmp_path)
    done = subprocess.run([str(exe)], env=child_env(), capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    readme = README.read_text()
    after_example = readme[readme.index("`examples/c/quickstart.c`, whole:"):]
    assert done.stdout == _block_after(after_example, "It prints")


@pytest.mark.skipif(not torch_importable(), reason="the README shows the PyTorch backend's output")
def test_the_python_example_prints_what_the_readme_shows():
    done = subprocess.run([sys.executable, str(PYTHON_EXAMPLE)], cwd=ROOT, capture_output=True, text=True,
                          env=child_env({"SIMPLE_TORCH_BACKEND": "torch"}), timeout=RUN_TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    readme = README.read_text()
    after_example = readme[readme.index("`examples/python/quickstart.py`, whole:"):]
    assert done.stdout == _block_after(after_example, "It prints")

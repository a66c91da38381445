"""No module of leaguemgr imports another that imports it back, at any depth.

A loop between modules is a knot in the design: neither side can be read, tested or moved
alone, and a loop held together by a function-level or ``TYPE_CHECKING`` import hides it
until an import order changes and the app no longer starts. This test reads every import of
every module (top-level, inside functions, under ``TYPE_CHECKING``) and refuses any loop.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "leaguemgr"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The leaguemgr modules ``name`` imports anywhere in its text."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                if not is_package:
                    anchor.pop()
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                if submodule in modules:
                    found.add(submodule)
                elif base in modules:
                    found.add(base)
    found.discard(name)
    return found


@functools.cache
def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Tarjan's components with more than one module: each holds at least one loop."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[frozenset[str]] = []

    def visit(start: str) -> None:
        # Iterative, so a deep import chain never meets the recursion limit.
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        components.append(frozenset(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return components


def one_loop(graph: dict[str, set[str]], component: frozenset[str]) -> list[str]:
    """A shortest loop through the first module of the component, to name in the message."""
    start = min(component)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for successor in sorted(graph[node] & component):
                if successor == start:
                    return [*paths[node], start]
                if successor not in paths:
                    paths[successor] = [*paths[node], successor]
                    following.append(successor)
        frontier = following
    raise AssertionError(f"no loop in {sorted(component)}")


def describe(graph: dict[str, set[str]], component: frozenset[str]) -> str:
    """One loop of the knot, then every module tied in it."""
    loop = [name.removeprefix("leaguemgr.") for name in one_loop(graph, component)]
    members = ", ".join(sorted(name.removeprefix("leaguemgr.") for name in component))
    return f"{' -> '.join(loop)}  (all of the knot: {members})"


def test_no_module_imports_one_that_imports_it_back():
    graph = import_graph()
    loops = list(strongly_connected(graph))
    assert not loops, "import loops:\n" + "\n".join(
        describe(graph, c) for c in sorted(loops, key=min)
    )


def test_the_check_sees_a_loop_through_a_function_level_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    (component,) = strongly_connected(graph)
    assert component == {"a", "b", "c"}
    assert one_loop(graph, component) == ["a", "b", "c", "a"]
    assert describe(graph, component) == "a -> b -> c -> a  (all of the knot: a, b, c)"

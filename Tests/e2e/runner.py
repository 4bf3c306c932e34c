"""Runs the e2e scenarios (functions named scenario_* in test_*.py) and prints the summary."""
import importlib.util
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402


def main():
    harness.BINARY = sys.argv[1]
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    here = os.path.dirname(os.path.abspath(__file__))
    modules = []   # (module, [(name, scenario)]) in file order
    for name in sorted(os.listdir(here)):
        if not (name.startswith("test_") and name.endswith(".py")):
            continue
        spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(here, name))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        chosen = [(f"{name[:-3]}.{attr}", getattr(module, attr)) for attr in dir(module)
                  if attr.startswith("scenario_") and only in f"{name[:-3]}.{attr}"]
        if chosen:
            modules.append((module, chosen))
    passed = failed = 0
    for module, scenarios in modules:
        try:
            for name, fn in scenarios:
                start = time.monotonic()
                try:
                    fn()
                    harness.close_all()
                    passed += 1
                    print(f"ok   {name} ({time.monotonic() - start:.1f}s)", flush=True)
                except Exception as error:  # noqa: BLE001 - a scenario failure of any kind is reported
                    failed += 1
                    print(f"FAIL {name}: {error}", flush=True)
                    traceback.print_exc()
                    harness.save_failure(name)
                    harness.close_all()
        finally:
            # A module may hold something for all its scenarios (test_touch: one mutter compositor);
            # its teardown() runs once they are done, failed or not.
            if hasattr(module, "teardown"):
                try:
                    module.teardown()
                except Exception as error:  # noqa: BLE001
                    failed += 1
                    print(f"FAIL {module.__name__}.teardown: {error}", flush=True)
                    traceback.print_exc()
    print(f"{passed} passed, {failed} failed", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

# SwipeBlocks — the two commands a newcomer needs are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run
CONFIG ?= release

.PHONY: deps deps-build deps-test build gir deb docs install uninstall run test check test-unit test-gtk test-cli test-window test-dist test-docs lint bench startup-order fuzz soak leaks screenshots clean

## Installs the Debian packages the build and the tests need, only those missing.
deps: deps-test

deps-build:
	@scripts/deps.sh build

deps-test:
	@scripts/deps.sh test

build: deps-build
	swift build -c $(CONFIG) 2>&1 | grep -v "prohibited flag"; exit $${PIPESTATUS[0]}
	scripts/po.py mo "$$(swift build -c $(CONFIG) --show-bin-path)/locale"

## The GObject library for C, Python, JavaScript and Vala: libswipewidgets-0.so.0 (Swift runtime inside), SwipeWidgets-0.gir,
## its typelib, swipewidgets-0.vapi and a pkg-config file for the build tree, in build/gir.
gir: deps-build
	@scripts/gir.sh

## Debian packages in build/: swipeblocks (the app), libswipewidgets-0-0 (the library),
## libswipewidgets-0-dev (headers, .pc, .gir, .vapi, the reference) and gir1.2-swipewidgets-0 (the typelib).
deb: deps-build
	@scripts/deb.sh $(CONFIG)

## The library's reference with gi-docgen, into build/docs (index.html); fails on any warning:
## an undocumented symbol (gi-docgen check) or a broken link.
docs: deps-build
	@scripts/docs.sh

## Installs Swipe Blocks under PREFIX (/usr/local; DESTDIR for packaging): the binary (the Swift
## runtime inside), the desktop file, metainfo, icons, man page, bash/zsh/fish completions and the
## GObject library (headers, typelib, .gir, pkg-config); each file listed for uninstall.
install: deps-build
	@scripts/install.sh $(CONFIG)

## Removes exactly what `make install` put under PREFIX (and DESTDIR).
uninstall:
	@scripts/uninstall.sh

## Opens the window (with no display: a private Xvfb, one real swipe, a screenshot).
run: deps-build
	@scripts/run.sh

## Every test layer: lint, unit, gtk (Xvfb), cli, window (the real window in parallel private
## sessions: xdotool, AT-SPI, Orca, mutter), dist (the library's clients, examples and packages), docs.
test: deps-test
	@scripts/test.sh

## The inner loop: lint, unit, gtk and the command line (no window, no packaging), minutes.
check: deps-test
	@scripts/test.sh lint unit gtk cli

## One layer at a time (scripts/test.sh LAYER…).
test-unit test-gtk test-cli test-window test-dist test-docs: deps-test
	@scripts/test.sh $(@:test-%=%)

## ShellCheck over the shell scripts, flake8 over the Python, swift-format over the Swift (the lint layer of make test).
lint: deps-test
	@scripts/lint.sh

## Renders the README's screenshots into docs/ under a private Xvfb.
screenshots: deps-test
	swift build 2>&1 | grep -v "prohibited flag"; exit $${PIPESTATUS[0]}
	scripts/session.sh /usr/bin/python3 scripts/screenshots.py "$$(swift build --show-bin-path)/swipeblocks" docs

## Benchmarks: engine, catalogue export, time to window and peak memory beside gtk4-demo, frame timing
## of a scripted 10-second drag on each block (bench/results.json).
bench: deps
	scripts/deps.sh bench
	scripts/bench.sh

## Remakes scripts/startup.order, the functions that run from launch to an idle window (callgrind
## under Xvfb), which the installed build's link places side by side (scripts/build-installed.sh).
startup-order: deps
	scripts/deps.sh bench
	bin=$$(scripts/build-installed.sh) && scripts/session.sh python3 scripts/startup-order.py "$$bin" scripts/startup.order

## Fuzzing: 10⁶ seeded random scene calls per level (every invariant checked), and 10⁶ generated JSON
## documents per parser (scenario, manifest): no crash, bounded time and memory, one-line rejections (FUZZ_SEED to replay).
fuzz:
	@scripts/fuzz.sh

## Soak of the real window: thousands of random drags, taps and keys on every live block with
## --rows 2000; the app must live, print no critical and grow < 5 % after warm-up (SOAK_QUICK=1: short).
soak: deps-test
	@scripts/soak.sh

## Leak check: a scripted session of the real window (every block, drags, menus, toggles, search,
## shortcuts, About) under valgrind memcheck; fails on any definitely-lost block from our code.
leaks:
	@scripts/deps.sh leaks
	@scripts/leaks.sh

clean:
	rm -rf .build build

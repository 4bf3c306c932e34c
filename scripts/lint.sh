#!/usr/bin/env bash
# Lints what the compilers do not see: every shell script in scripts/, Tests/ and .ci/ with
# ShellCheck, every Python file with flake8 (configured in .flake8), and every Swift file git
# tracks with the toolchain's swift-format (configured in .swift-format; `swift format format -i`
# fixes nearly all it finds), and the names of the files git tracks or would add: none with a
# control character (an empty file named ^Z, left by a tool, was committed three times). Prints each linter's findings and ends with "N passed, M failed"
# (one per linter); exits 1 if any found something. `make test` runs it as its lint layer;
# scripts/deps.sh test installs ShellCheck and flake8, swift-format comes with Swift.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
passed=0
failed=0

lint() { # NAME COMMAND [ARGS…]
  local name=$1 found
  shift
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "FAIL $name: $1 is not installed (scripts/deps.sh test installs it)"
    failed=$((failed + 1))
  elif found=$("$@" 2>&1); then
    echo "ok   $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name"
    echo "$found"
    failed=$((failed + 1))
  fi
}

# Shell scripts: *.sh, and the executables whose first line names bash or sh.
shell_scripts=()
while IFS= read -r -d '' file; do
  case $file in
    *.sh) shell_scripts+=("$file") ;;
    *) head -n 1 "$file" | grep -qE '^#!.*[/ ](ba)?sh$' && shell_scripts+=("$file") ;;
  esac
done < <(find scripts Tests Examples .ci -type f \( -name '*.sh' -o -perm -u+x \) -not -path '*/.build/*' -print0 | sort -z)

lint "shellcheck (${#shell_scripts[@]} scripts)" shellcheck --format=gcc "${shell_scripts[@]}"
lint "flake8 (.flake8)" flake8 .
# The sources, not what builds leave under .build (generated sources among them).
mapfile -t swift_files < <(find Package.swift Sources Tests Examples Plugins bench -name '*.swift' -not -path '*/.build/*' | sort)
# The messages marked for translation all in po/swipeblocks.pot, and each translation well-formed.
lint "translations (scripts/po.py check)" python3 scripts/po.py check
lint "swift-format (${#swift_files[@]} files, .swift-format)" swift format lint --strict "${swift_files[@]}"
# shellcheck disable=SC2016 # the script is bash -c's
lint "file names (no control characters)" bash -c '
  found=$(git ls-files -z --cached --others --exclude-standard | LC_ALL=C grep -z "[[:cntrl:]]" | xargs -0 -r printf "  %q\n")
  [ -z "$found" ] || { echo "file names with a control character:"; echo "$found"; exit 1; }'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

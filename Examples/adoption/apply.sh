#!/usr/bin/env bash
# Makes a patched copy of one of Debian's apps, as apt installed it, under PREFIX (a /usr of its
# own) and prints the path of its launcher there:
#   - /usr/share/APP and the launcher in /usr/bin (or the link to it) copied, translations linked;
#   - each GResource of the copy opened into a folder of the same name, its files at their
#     resource paths (the patches reach the .ui and .js files inside so);
#   - our patch applied with `patch -p1`;
#   - the folders compiled back into GResources, and the launcher pointed at the copy.
# The app's code stays Debian's: nothing of it is kept here but the patch's context lines.
# Usage: Examples/adoption/apply.sh metadata-cleaner|gnome-sound-recorder PREFIX
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: Examples/adoption/apply.sh metadata-cleaner|gnome-sound-recorder PREFIX"
app=${1:?$usage}
prefix=$(realpath -m "${2:?$usage}")
# Per app: its folder in /usr/share, its launcher, the patch, and what in the launcher names
# where the app's files are (replaced by the copy's place).
case $app in
  metadata-cleaner)
    share=metadata-cleaner launcher=metadata-cleaner patch=metadata-cleaner-2.4.patch
    from="/usr/share/metadata-cleaner/" to="$prefix/share/metadata-cleaner/" ;;
  gnome-sound-recorder)
    share=org.gnome.SoundRecorder launcher=gnome-sound-recorder patch=gnome-sound-recorder-43.patch
    from='prefix: "/usr"' to="prefix: \"$prefix\"" ;;
  *) echo "apply.sh: no patch for '$app' ($usage)" >&2; exit 2 ;;
esac
[ -d "/usr/share/$share" ] || { echo "apply.sh: $app is not installed (apt-get install $app)" >&2; exit 1; }
[ ! -e "$prefix" ] || { echo "apply.sh: $prefix exists already" >&2; exit 1; }

mkdir -p "$prefix/share" "$prefix/bin"
cp -a "/usr/share/$share" "$prefix/share/"
ln -s /usr/share/locale "$prefix/share/locale"
# The launcher, or the link to it: a GJS app finds its files by the name the link leads to.
installed=/usr/bin/$launcher
real=$(realpath "$installed")
if [ -L "$installed" ]; then ln -s "$(readlink "$installed")" "$prefix/bin/$launcher"; fi
grep -qF "$from" "$real" || { echo "apply.sh: $real no longer says $from" >&2; exit 1; }
text=$(<"$real")
printf '%s\n' "${text//"$from"/"$to"}" > "$prefix/${real#/usr/}"
chmod 755 "$prefix/${real#/usr/}"

mapfile -t resources < <(find "$prefix/share/$share" -name '*.gresource' -type f)
for resource in "${resources[@]}"; do
  mv "$resource" "$resource.installed"
  while read -r path; do
    mkdir -p "$resource$(dirname "$path")"
    gresource extract "$resource.installed" "$path" > "$resource$path"
  done < <(gresource list "$resource.installed")
  rm "$resource.installed"
done

patch -p1 --forward --batch --quiet -d "$prefix" -i "$here/$patch"

for resource in "${resources[@]}"; do
  manifest=$(mktemp)
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<gresources><gresource prefix="/">'
    (cd "$resource" && find . -type f | LC_ALL=C sort | sed -e 's|^\./|<file>|' -e 's|$|</file>|')
    echo '</gresource></gresources>'
  } > "$manifest"
  glib-compile-resources --sourcedir="$resource" --target="$resource.compiled" "$manifest"
  rm -rf "$resource" "$manifest"
  mv "$resource.compiled" "$resource"
done
echo "$prefix/bin/$launcher"

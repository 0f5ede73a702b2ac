#!/usr/bin/env bash
# Installs, with apt, the system packages the tests and the gallery use at run time when they are missing:
# HarfBuzz, ICU and fontconfig (opened by CGLayoutText at run time) and the DejaVu fonts the gallery and the
# font tests measure in. The package builds without them; the font tests and the gallery's text check need them.
# Prints what it installed, or that nothing was missing.
set -euo pipefail
missing=()
have_library() { ldconfig -p 2>/dev/null | grep -q "$1"; }
have_library 'libharfbuzz\.so\.0' || missing+=(libharfbuzz0b)
have_library 'libfontconfig\.so\.1' || missing+=(libfontconfig1)
have_library 'libicuuc\.so\.[0-9]' || missing+=(icu)
fc-list 2>/dev/null | grep -q 'DejaVuSans\.ttf' || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} = 0 ]; then echo "system packages: HarfBuzz, ICU, fontconfig and DejaVu fonts present"; exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "system packages: missing ${missing[*]} and no apt-get; the font tests and the gallery's text check will fail" >&2
  exit 1
fi
sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq >/dev/null
packages=()
for package in "${missing[@]}"; do
  if [ "$package" = icu ]; then
    # Debian names ICU by its version (libicu72 in bookworm): take the one apt offers.
    package="$(apt-cache search --names-only '^libicu[0-9]+$' | awk '{print $1}' | sort -V | tail -1)"
  fi
  packages+=("$package")
done
echo "system packages: installing ${packages[*]} with apt"
$sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null

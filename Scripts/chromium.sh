# Sourced by the browser scripts: sets CHROMIUM to a headless Chromium, installing Debian's
# chromium-headless-shell with apt when none is installed (CI machines start without one).
find_chromium() {
  for candidate in chromium-headless-shell chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then CHROMIUM="$(command -v "$candidate")"; return 0; fi
  done
  return 1
}
if ! find_chromium; then
  echo "installing chromium-headless-shell with apt (no Chromium found)"
  sudo_cmd=""
  if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
    || { $sudo_cmd apt-get update -qq >/dev/null && $sudo_cmd apt-get install -y -qq chromium-headless-shell >/dev/null; }
  find_chromium || { echo "error: no headless Chromium, and apt could not install chromium-headless-shell" >&2; exit 1; }
fi
# Prints the DOM of the page $1 after its scripts ran.
chromium_dump_dom() {
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
    --virtual-time-budget=10000 --dump-dom "file://$1" 2>/dev/null
}

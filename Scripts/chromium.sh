# Sourced by the browser scripts: sets CHROMIUM to a headless Chromium and says which one it uses.
#
# The checks use Debian's chromium-headless-shell. Where it is missing the script installs it with apt
# (CI machines start without a browser, or with Debian's full `chromium`) and says so. Only when it cannot be
# installed does it use another Chromium it finds, and says that too: the checks are written to give the same
# verdict in any Chromium (labels are checked on the boxes the renderer laid out and drawn at the width it
# gave them; text lines are drawn in the font they were measured in, which the page names).
# CGLAYOUT_CHROMIUM=/usr/bin/chromium picks a browser by hand.
find_headless_shell() {
  if command -v chromium-headless-shell >/dev/null 2>&1; then CHROMIUM="$(command -v chromium-headless-shell)"; return 0; fi
  return 1
}
# After apt installed it: where the package put its program (on PATH, or where dpkg says when PATH lacks that folder).
find_installed_headless_shell() {
  find_headless_shell && return 0
  local installed
  installed="$(dpkg -L chromium-headless-shell 2>/dev/null | grep -m1 '/bin/chromium-headless-shell$' || true)"
  if [ -n "$installed" ] && [ -x "$installed" ]; then CHROMIUM="$installed"; return 0; fi
  return 1
}
find_other_chromium() {
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then CHROMIUM="$(command -v "$candidate")"; return 0; fi
  done
  return 1
}
install_headless_shell() {
  command -v apt-get >/dev/null 2>&1 || return 1
  local sudo_cmd=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || return 1
    sudo_cmd="sudo -n"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
    || { $sudo_cmd apt-get update -qq >/dev/null 2>&1 && $sudo_cmd apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1; }
}
if [ -n "${CGLAYOUT_CHROMIUM:-}" ]; then
  # A browser chosen by hand (to check that the verdict is the same in another Chromium).
  CHROMIUM="$CGLAYOUT_CHROMIUM"
  echo "browser: $CHROMIUM (CGLAYOUT_CHROMIUM)" >&2
elif find_headless_shell; then
  echo "browser: $CHROMIUM" >&2
elif echo "browser: no chromium-headless-shell on PATH: installing Debian's with apt (the checks' browser)" >&2 \
     && install_headless_shell && find_installed_headless_shell; then
  echo "browser: $CHROMIUM (installed with apt)" >&2
elif find_other_chromium; then
  echo "browser: apt could not install chromium-headless-shell; using $CHROMIUM" >&2
else
  echo "error: no Chromium found, and apt could not install chromium-headless-shell" >&2
  exit 1
fi
# Prints the DOM of the page $1 after its scripts ran.
chromium_dump_dom() {
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
    --virtual-time-budget=10000 --dump-dom "file://$1" 2>/dev/null
}
# Writes a PNG screenshot of the page $1 to $2, in a window $3 pixels wide and $4 tall (a phone: 390 844).
chromium_screenshot() {
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --allow-file-access-from-files --hide-scrollbars \
    --virtual-time-budget=10000 --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
}

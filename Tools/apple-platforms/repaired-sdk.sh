# Sourced by Tools/check-apple-platforms.sh and Tools/stand-in-check/check.sh.
#
# repaired_sdk SDK: prints an SDK whose symlinked headers are symlinks. A checkout without symlink
# support stores them as files holding their target's path (usr/include/pthread.h says
# "pthread/pthread.h"), which breaks Darwin's module; such an SDK is copied once into
# $TMPDIR/ilog-apple-sdk/ and its links restored there. Any other SDK is printed as it is.
repaired_sdk() {
  local sdk=$1 header=$1/usr/include/pthread.h
  if [[ -L "$header" || ! -f "$header" ]]; then
    echo "$sdk"
    return
  fi
  local repaired file link
  repaired=${TMPDIR:-/tmp}/ilog-apple-sdk/$(basename "$sdk")
  if [[ ! -e "$repaired/.repaired" ]]; then
    rm -rf "$repaired" && mkdir -p "$(dirname "$repaired")"
    cp -R "$sdk" "$repaired" && chmod -R u+w "$repaired"
    while IFS= read -r -d '' file; do
      link=$(head -c 256 "$file")
      if [[ "$link" != *[[:space:]]* && -f "$(dirname "$file")/$link" ]]; then
        ln -sfn "$link" "$file"
      fi
    done < <(find "$repaired" -type f -size -256c -print0)
    touch "$repaired/.repaired"
  fi
  echo "$repaired"
}

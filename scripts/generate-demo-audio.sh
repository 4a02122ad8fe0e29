#!/usr/bin/env bash
# Regenerates the clips of the English audio-mode demo content (server/seed/content/audio.en.json)
# into server/seed/content/audio/. Everything is synthesised offline: espeak-ng for speech, sox for
# notes, Morse code and beeps, ffmpeg (libmp3lame) for the MP3s. Run by hand, not in CI:
#
#   apt-get install -y espeak-ng sox ffmpeg
#   scripts/generate-demo-audio.sh
#
# Clips are mono, 22050 Hz, 32 kbit/s MP3, 1.5–6 s long, trimmed, normalised and faded in/out so
# they start and end without clicks. File names are neutral numbers (en-<topic>-NN.mp3) so that a
# clip's URL does not give its answer away. What each clip holds (its right answer) is noted next to
# its definition below; keep the definitions and the questions in audio.en.json in step.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/server/seed/content/audio"
RATE=22050

for tool in espeak-ng sox ffmpeg; do
  command -v "$tool" >/dev/null || {
    echo "generate-demo-audio: $tool is missing (apt-get install espeak-ng sox ffmpeg)" >&2
    exit 1
  }
done
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# sox in repeatable mode: the same definitions always give the same samples.
sx() { sox -R "$@"; }
# A silent or generated input, 16-bit mono at the clip rate.
gen() { sx -n -r "$RATE" -c 1 -b 16 "$@"; }

COUNT=0
# finish NAME WAV: trim silence, normalise, fade, pad, check the length, encode NAME.mp3.
finish() {
  local name=$1 in=$2 len
  sx "$in" -r "$RATE" -c 1 -b 16 "$TMP/trimmed.wav" \
    gain -3 highpass 40 silence 1 0.005 0.2% reverse silence 1 0.005 0.2% reverse
  sx "$TMP/trimmed.wav" "$TMP/final.wav" norm -1 fade q 0.01 -0 0.04 pad 0.1 0.2
  len=$(sox --i -D "$TMP/final.wav")
  if awk -v l="$len" 'BEGIN { exit !(l < 1.6) }'; then
    # Too short (a single letter, say): pad the end up to 1.6 s.
    sx "$TMP/final.wav" "$TMP/padded.wav" pad 0 "$(awk -v l="$len" 'BEGIN { printf "%.3f", 1.6 - l }')"
    mv "$TMP/padded.wav" "$TMP/final.wav"
    len=$(sox --i -D "$TMP/final.wav")
  fi
  if awk -v l="$len" 'BEGIN { exit !(l > 5.9) }'; then
    echo "generate-demo-audio: $name is ${len}s long; clips must stay under 6 s" >&2
    exit 1
  fi
  ffmpeg -nostdin -loglevel error -y -i "$TMP/final.wav" \
    -ac 1 -ar "$RATE" -c:a libmp3lame -b:a 32k \
    -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    "$OUT/$name.mp3"
  COUNT=$((COUNT + 1))
  printf '%-22s %5.2fs\n' "$name.mp3" "$len"
}

# ---------------------------------------------------------------------------------------------------
# Building blocks

# speak NAME VOICE TEXT: espeak-ng reads TEXT with VOICE (see `espeak-ng --voices`) at a clear pace.
speak() {
  local name=$1 voice=$2 text=$3
  espeak-ng -v "$voice" -s 140 -w "$TMP/speech.wav" "$text"
  finish "$name" "$TMP/speech.wav"
}

# note OUT PITCH SECONDS: one plucked-string note (Karplus-Strong), PITCH as a note name like C4 or F#3.
note() {
  gen "$1" synth "$3" pluck "$2" fade q 0.005 "$3" 0.06
}

# rest OUT SECONDS
rest() { gen "$1" trim 0 "$2"; }

# melody NAME "PITCH PITCH ...": the notes one after the other, 0.45 s each with a short gap.
melody() {
  local name=$1 i=0 parts=() p
  for p in $2; do
    note "$TMP/m$i.wav" "$p" 0.45
    rest "$TMP/r$i.wav" 0.12
    parts+=("$TMP/m$i.wav" "$TMP/r$i.wav")
    i=$((i + 1))
  done
  sx "${parts[@]}" "$TMP/melody.wav"
  finish "$name" "$TMP/melody.wav"
}

# together OUT SECONDS PITCH...: the notes sounding at once.
together() {
  local out=$1 len=$2 i=0 parts=() p
  shift 2
  for p in "$@"; do
    note "$TMP/t$i.wav" "$p" "$len"
    parts+=("$TMP/t$i.wav")
    i=$((i + 1))
  done
  # Each note at 1.2/n of full scale so that the sum cannot clip.
  local v args=()
  v=$(awk -v n="$i" 'BEGIN { printf "%.3f", 1.2 / n }')
  for p in "${parts[@]}"; do args+=(-v "$v" "$p"); done
  sx -m "${args[@]}" "$out"
}

# chord NAME "PITCH PITCH PITCH": the chord broken (one note at a time), then all three together.
chord() {
  local name=$1 i=0 parts=() p
  for p in $2; do
    note "$TMP/c$i.wav" "$p" 0.4
    rest "$TMP/cr$i.wav" 0.05
    parts+=("$TMP/c$i.wav" "$TMP/cr$i.wav")
    i=$((i + 1))
  done
  rest "$TMP/gap.wav" 0.3
  # shellcheck disable=SC2086
  together "$TMP/block.wav" 1.5 $2
  sx "${parts[@]}" "$TMP/gap.wav" "$TMP/block.wav" "$TMP/chord.wav"
  finish "$name" "$TMP/chord.wav"
}

# interval NAME LOW HIGH: the two notes one after the other, then together.
interval() {
  local name=$1
  note "$TMP/i1.wav" "$2" 0.7
  note "$TMP/i2.wav" "$3" 0.7
  rest "$TMP/ir.wav" 0.15
  rest "$TMP/ig.wav" 0.35
  together "$TMP/ib.wav" 1.4 "$2" "$3"
  sx "$TMP/i1.wav" "$TMP/ir.wav" "$TMP/i2.wav" "$TMP/ig.wav" "$TMP/ib.wav" "$TMP/interval.wav"
  finish "$name" "$TMP/interval.wav"
}

# tone OUT HZ SECONDS [GAIN_DB]: a sine beep with soft 5 ms edges. HZ may be "A+B" for two mixed sines.
tone() {
  local out=$1 hz=$2 len=$3 gain=${4:-0}
  if [[ $hz == *+* ]]; then
    gen "$out" synth "$len" sine "${hz%+*}" sine mix "${hz#*+}" gain -n "$gain" fade q 0.005 "$len" 0.005
  else
    gen "$out" synth "$len" sine "$hz" vol 0.8 gain "$gain" fade q 0.005 "$len" 0.005
  fi
}

# pattern NAME "HZ:SECONDS:PAUSE_AFTER[:GAIN_DB] ...": a row of beeps.
pattern() {
  local name=$1 i=0 parts=() item hz len pause gain
  for item in $2; do
    IFS=: read -r hz len pause gain <<<"$item"
    tone "$TMP/b$i.wav" "$hz" "$len" "${gain:-0}"
    parts+=("$TMP/b$i.wav")
    if [[ $pause != 0 ]]; then
      rest "$TMP/p$i.wav" "$pause"
      parts+=("$TMP/p$i.wav")
    fi
    i=$((i + 1))
  done
  sx "${parts[@]}" "$TMP/pattern.wav"
  finish "$name" "$TMP/pattern.wav"
}

# beeps NAME COUNT: COUNT identical 880 Hz beeps, evenly spaced.
beeps() {
  local name=$1 n=$2 spec="" i
  for ((i = 0; i < n; i++)); do spec+=" 880:0.15:0.3"; done
  pattern "$name" "$spec"
}

# dtmf NAME KEYS: telephone keypad tones (low row frequency + high column frequency per key).
dtmf() {
  local name=$1 keys=$2 spec="" k row col i
  for ((i = 0; i < ${#keys}; i++)); do
    k=${keys:i:1}
    case $k in
      1 | 2 | 3) row=697 ;; 4 | 5 | 6) row=770 ;; 7 | 8 | 9) row=852 ;; 0) row=941 ;;
    esac
    case $k in
      1 | 4 | 7) col=1209 ;; 2 | 5 | 8 | 0) col=1336 ;; 3 | 6 | 9) col=1477 ;;
    esac
    spec+=" $row+$col:0.2:0.15:-3"
  done
  pattern "$name" "$spec"
}

# sweep NAME FROM_HZ TO_HZ SECONDS: a steady glide between two pitches.
sweep() {
  gen "$TMP/sweep.wav" synth "$4" sine "$2:$3" vol 0.8
  finish "$1" "$TMP/sweep.wav"
}

# morse NAME TEXT [TIMES]: International Morse code at 12 words per minute (a dot is 0.1 s, a dash
# three dots; one dot between the parts of a letter, three between letters, seven between words),
# 700 Hz. The text is sent TIMES times (default once), seven dots apart.
morse() {
  local name=$1 text=$2 times=${3:-1} parts=() t w c code j s
  declare -A MORSE=(
    [A]=.- [B]=-... [C]=-.-. [D]=-.. [E]=. [F]=..-. [G]=--. [H]=.... [I]=.. [J]=.--- [K]=-.-
    [L]=.-.. [M]=-- [N]=-. [O]=--- [P]=.--. [Q]=--.- [R]=.-. [S]=... [T]=- [U]=..- [V]=...-
    [W]=.-- [X]=-..- [Y]=-.-- [Z]=--.. [0]=----- [1]=.---- [2]=..--- [3]=...-- [4]=....-
    [5]=..... [6]=-.... [7]=--... [8]=---.. [9]=----.
  )
  tone "$TMP/dot.wav" 700 0.1
  tone "$TMP/dash.wav" 700 0.3
  rest "$TMP/g1.wav" 0.1
  rest "$TMP/g3.wav" 0.3
  rest "$TMP/g7.wav" 0.7
  for ((t = 0; t < times; t++)); do
    ((t > 0)) && parts+=("$TMP/g7.wav")
    w=0
    for ((j = 0; j < ${#text}; j++)); do
      c=${text:j:1}
      if [[ $c == " " ]]; then parts+=("$TMP/g7.wav"); w=0; continue; fi
      ((w > 0)) && parts+=("$TMP/g3.wav")
      w=1
      code=${MORSE[$c]}
      for ((s = 0; s < ${#code}; s++)); do
        ((s > 0)) && parts+=("$TMP/g1.wav")
        if [[ ${code:s:1} == . ]]; then parts+=("$TMP/dot.wav"); else parts+=("$TMP/dash.wav"); fi
      done
    done
  done
  sx "${parts[@]}" "$TMP/morse.wav"
  finish "$name" "$TMP/morse.wav"
}

# ---------------------------------------------------------------------------------------------------
# Languages of the World: a short everyday sentence in the language's own script (Mandarin in
# numbered pinyin, which espeak-ng reads with tones), read by that language's espeak-ng voice.

# European Languages
speak en-language-01 es "Buenos días. ¿Dónde está la estación de tren?"      # Spanish
speak en-language-02 fr-fr "Je voudrais une tasse de thé, s'il vous plaît."  # French
speak en-language-03 de "Entschuldigung, wo ist die nächste Bäckerei?"       # German
speak en-language-04 it "La mia famiglia abita vicino al mare."              # Italian
speak en-language-05 pt "Muito obrigado pela sua ajuda."                     # Portuguese
speak en-language-06 nl "Ik woon in een klein huis aan de rivier."           # Dutch
speak en-language-07 sv "Jag tycker om att läsa böcker på kvällen."          # Swedish
speak en-language-08 pl "Dzień dobry, jak się masz?"                         # Polish
speak en-language-09 ru "Сегодня на улице очень холодно."                    # Russian
speak en-language-10 el "Θα ήθελα ένα ποτήρι νερό, παρακαλώ."                # Greek
speak en-language-11 fi "Hyvää iltaa! Milloin kauppa aukeaa?"                # Finnish

# Languages of Asia and Africa
speak en-language-12 tr "Bu akşam sinemaya gidiyoruz."                       # Turkish
speak en-language-13 hi "मैं हर सुबह चाय पीता हूँ।"                              # Hindi
speak en-language-14 ja "おはようございます。いいてんきですね。"             # Japanese
speak en-language-15 ko "안녕하세요, 만나서 반갑습니다."                     # Korean
speak en-language-16 ar "مرحبا، كيف حالك اليوم؟"                             # Arabic
speak en-language-17 sw "Habari za asubuhi, rafiki yangu."                   # Swahili
speak en-language-18 cmn-latn-pinyin "ni3 hao3, jin1 tian1 tian1 qi4 hen3 hao3."  # Mandarin
speak en-language-19 vi "Tôi đang học tiếng Anh ở trường."                            # Vietnamese
speak en-language-20 id "Permisi, di mana kamar mandi?"                      # Indonesian

# ---------------------------------------------------------------------------------------------------
# Ear Training

# Pitch & Counting
melody en-ear-01 "C4 G4"                  # second note higher (a fifth up)
melody en-ear-02 "A4 E4"                  # second note lower (a fourth down)
melody en-ear-03 "F4 F4"                  # the same note twice
melody en-ear-04 "D4 E4"                  # second note higher (one whole tone)
melody en-ear-05 "C4 E4 G4"               # 3 notes
melody en-ear-06 "C4 D4 E4 F4 G4"         # 5 notes
melody en-ear-07 "G4 G4 E4 C4"            # 4 notes
melody en-ear-08 "C5 B4 A4 G4 F4 E4"      # 6 notes
melody en-ear-09 "E4 C5 G4"               # highest: the second
melody en-ear-10 "G4 A4 D4 B4"            # lowest: the third

# Chords & Intervals
chord en-ear-11 "C4 E4 G4"                # C major
chord en-ear-12 "A3 C4 E4"                # A minor
chord en-ear-13 "G3 B3 D4"                # G major
chord en-ear-14 "D4 F4 A4"                # D minor
interval en-ear-15 C4 C5                  # octave
interval en-ear-16 D4 A4                  # perfect fifth
interval en-ear-17 F4 A4                  # major third
interval en-ear-18 G3 D4                  # perfect fifth
interval en-ear-19 A3 C#4                 # major third

# ---------------------------------------------------------------------------------------------------
# Morse & Signals

# Morse Code (single letters are sent three times)
morse en-morse-01 E 3
morse en-morse-02 T 3
morse en-morse-03 S 3
morse en-morse-04 O 3
morse en-morse-05 A 3
morse en-morse-06 SOS
morse en-morse-07 HI
morse en-morse-08 CAT
morse en-morse-09 YES
morse en-morse-10 5 2

# Beeps & Tones
beeps en-signal-01 4
beeps en-signal-02 7
dtmf en-signal-03 2580                    # four keys
dtmf en-signal-04 5550123                 # seven keys
sweep en-signal-05 400 1200 2.5           # rising
sweep en-signal-06 1200 400 2.5           # falling
pattern en-signal-07 "880:0.2:0.35 880:0.2:0.35 880:0.8:0.35 880:0.2:0"        # third is longest
pattern en-signal-08 "660:0.3:0.35:-14 660:0.3:0.35 660:0.3:0.35:-14 660:0.3:0:-14"  # second is loudest
pattern en-signal-09 "880:0.12:0.6 880:0.12:0.48 880:0.12:0.36 880:0.12:0.26 880:0.12:0.18 880:0.12:0.12 880:0.12:0.08 880:0.12:0"  # speeding up
pattern en-signal-10 "1000:0.1:0.9 1000:0.1:0.9 1000:0.1:0.9 1000:0.1:0.9 1000:0.1:0.9 1000:0.5:0"  # the six pips

# ---------------------------------------------------------------------------------------------------
# Listen & Solve (British English voice)

# Mental Arithmetic
speak en-solve-01 en-gb "Fourteen plus twenty-seven."
speak en-solve-02 en-gb "Fifty minus eighteen."
speak en-solve-03 en-gb "Seven times eight."
speak en-solve-04 en-gb "Seventy-two divided by nine."
speak en-solve-05 en-gb "Half of ninety."
speak en-solve-06 en-gb "Nine, fifteen, and twenty-two."
speak en-solve-07 en-gb "Three, plus four times five."
speak en-solve-08 en-gb "Nine squared."
speak en-solve-09 en-gb "Thirty-four."
speak en-solve-10 en-gb "Twenty-five percent of two hundred."

# Word Problems
speak en-solve-11 en-gb "Sam has twelve apples. He gives five of them to his sister."
speak en-solve-12 en-gb "A bus leaves at ten fifteen. The trip takes forty-five minutes."
speak en-solve-13 en-gb "A box holds six eggs. Maria buys four boxes."
speak en-solve-14 en-gb "A notebook costs three euros, and a pen costs two euros."
speak en-solve-15 en-gb "Anna is nine years old. Her brother is four years older."
speak en-solve-16 en-gb "A train travels at sixty kilometres an hour for three hours."
speak en-solve-17 en-gb "There are thirty children in a class. Half of them walk to school."
speak en-solve-18 en-gb "Today is Friday. Think of the day three days from now."
speak en-solve-19 en-gb "A rectangle is eight centimetres long and five centimetres wide."

echo "generate-demo-audio: wrote $COUNT clips to ${OUT#"$ROOT"/}"

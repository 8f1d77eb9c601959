# What bench.sh and compare.sh read from the command line's output, sourced
# by both: the rate of one perft or playout run, and the median of a list.
# RUNNER is a binary or a shell function that runs one (natively or as wasm).

# RUNNER ARGS... -> perft's M leaves/s (`RUNNER perft ARGS...`)
perft_rate() { "$1" perft "${@:2}" 2>&1 >/dev/null | sed -n 's/.*(\([0-9.]*\) M leaves\/s).*/\1/p'; }
# RUNNER ARGS... -> playouts/s (`RUNNER playout ARGS...`)
playout_rate() { "$1" playout "${@:2}" | grep -o '"playouts_per_second":[0-9]*' | cut -d: -f2; }
# Numbers on standard input, one a line -> their median.
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

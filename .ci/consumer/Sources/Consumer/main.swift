// Prints one line per dialect; CI compares the output.
for line in try rxPart() + racPart() { print(line) }

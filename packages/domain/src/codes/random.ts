/**
 * Randomness is injected like time: a `RandomSource` returns a number in [0, 1) (the server
 * passes a crypto-backed source, tests pass a fixed sequence).
 */
export type RandomSource = () => number;

/** A random integer in [0, exclusiveMax) from an injected source; rejects sources out of range. */
export function randomInt(random: RandomSource, exclusiveMax: number): number {
  const value = random();
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`random source must return a number in [0, 1), got ${value}`);
  }
  return Math.floor(value * exclusiveMax);
}

/** A source that replays the given values in turn, for deterministic tests and replays. */
export function sequenceRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new RangeError('sequenceRandom needs at least one value');
  let index = 0;
  return () => {
    const value = values[index % values.length] as number;
    index += 1;
    return value;
  };
}

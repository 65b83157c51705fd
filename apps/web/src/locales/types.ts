/** The shape of a translation: the same keys as English, any strings. Missing or extra keys are type errors. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

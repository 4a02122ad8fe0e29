/** OWASP's argon2id baseline for stored passwords: 19 MiB, 2 passes, 1 lane. */
export const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

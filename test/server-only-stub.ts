// Vitest runs outside React's server environment, where `server-only` would throw on import.
export {};

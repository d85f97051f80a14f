/**
 * Test files share their worker's modules (vitest.config.ts), so a file must leave nothing behind
 * for the next one. These marks name what cannot be left clean by a test alone: fake clocks,
 * stubbed globals or environment variables, spies, a DOM environment, process.env writes. A file
 * that shows one runs with modules of its own, as does a file that says so in a comment
 * (`// Own modules: why`).
 */
export const NEEDS_OWN_MODULES =
  /useFakeTimers|stub(Global|Env)|spyOn|process\.env|vitest-environment|globalThis|\/\/ Own modules:/;

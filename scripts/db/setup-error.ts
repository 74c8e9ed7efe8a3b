/** A failure a person can fix: its message says what to do, and no stack trace is printed. */
export class SetupError extends Error {
  override name = "SetupError";
}

/** Runs a script's main function, printing a SetupError as a sentence and anything else in full. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof SetupError) {
      console.error(`\n✖ ${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}

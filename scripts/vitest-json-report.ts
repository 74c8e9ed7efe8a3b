import type { SerializedError, TestModule } from "vitest/node";
import { JsonReporter } from "vitest/reporters";

/**
 * Vitest's JSON report with the run's unhandled errors (thrown or rejected outside any test's
 * reach) counted in `numUnhandledErrors` and in `success`: Vitest's own leaves them out and says
 * success, though its exit code and its console count them (scripts/test.ts reads this report).
 */
export default class JsonReportWithUnhandledErrors extends JsonReporter {
  private unhandledErrors = 0;

  override async onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): Promise<void> {
    this.unhandledErrors = unhandledErrors.length;
    await super.onTestRunEnd(testModules);
  }

  override async writeReport(report: string): Promise<void> {
    const counted = JSON.parse(report) as { success: boolean };
    await super.writeReport(JSON.stringify({ ...counted, numUnhandledErrors: this.unhandledErrors, success: counted.success && this.unhandledErrors === 0 }));
  }
}

// Library entry of the conformance suite.
export { runConformance, type ConformanceOptions } from './src/runner.ts';
export { writeReports, type ReportFormat } from './src/report/write.ts';
export { junitXml } from './src/report/junit.ts';
export { htmlScorecard } from './src/report/html.ts';
export { loadProfile, DEFAULT_PROFILE, type Profile } from './src/profile.ts';
export type { Report, OperationResult, CheckResult, Outcome } from './src/types.ts';
export { fail, check, skip, type CaseDef, type CaseContext } from './src/case.ts';

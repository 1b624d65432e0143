// The HTTP Observatory ships JavaScript with JSDoc types only: the two grading functions
// scripts/observatory.ts reuses, typed as their JSDoc says.
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

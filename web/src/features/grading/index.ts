// What other features may use from the grading feature. The wizard itself loads on demand (LazyGradingWizard).
export { LazyGradingWizard as GradingWizard } from './LazyGradingWizard.tsx';
export { GradeStats } from './GradeStats.tsx';
export { gradeCostText, gradeDisclaimer, gradeMethodText } from './grade-text.ts';

// The exam domain's public interface (issue 16): the seed and the job use these; the handlers are
// reached through routes.ts.
export { closeExpiredAttempts } from './attempts';
export { DEMO_EXAM_KEY, seedDemoExam } from './demo-exam';
export { examsPerDay } from './admin-stats';

/** The play screen's request (get_questions_by_type, type 2 = true/false), shared with its route's early start. */
export const trueFalseQuestions = (language: { language_id?: number }) => ({ type: 2, ...language });

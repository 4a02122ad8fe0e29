/** The exam module's pages (the registry's path is the list). */
export const examPaths = {
  list: '/exam-module/',
  play: (id: number | string) => `/exam-module/${id}/play`,
  result: (id: number | string) => `/exam-module/${id}/result`,
};

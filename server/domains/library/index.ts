// The library domain's public interface (bookmarks and question reports): the console reads counts here.
export { openReportCount } from './report-stats';

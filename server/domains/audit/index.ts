// The audit domain's public interface: every domain's operator handlers record their changes here.
export { recordAudit } from './audit-log';
export type { AuditChange } from './audit-log';

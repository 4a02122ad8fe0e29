// Placeholder until the page lands (issue 4).
export default function NotificationsPage() {
  return null;
}

// Placeholder until the page lands (issue 4).
export default function InvitePage() {
  return null;
}

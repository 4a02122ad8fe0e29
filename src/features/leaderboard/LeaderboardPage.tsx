// Placeholder until the page lands (issue 4).
export default function LeaderboardPage() {
  return null;
}

// Placeholder until the page lands (issue 4).
export default function StatisticsPage() {
  return null;
}

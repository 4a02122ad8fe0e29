// Placeholder until the page lands (issue 4).
export default function CoinHistoryPage() {
  return null;
}

// Placeholder until the page lands (issue 4).
export default function WalletPage() {
  return null;
}

/** Placeholder until the battle screens land (issue 5, in progress this session). */
export default function Page() {
  return null;
}

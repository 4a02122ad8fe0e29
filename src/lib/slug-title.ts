/** "general-knowledge" → "General knowledge", for titles before the name is known. */
export const titleFromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

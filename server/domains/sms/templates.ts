/** The sign-in code's text, in the player's language; short (one SMS segment in Latin scripts). */
const TEXT: Record<string, (site: string, code: string) => string> = {
  english: (site, code) => `${code} is your ${site} code. It expires in 5 minutes. Never share it.`,
  french: (site, code) => `${code} est votre code ${site}. Il expire dans 5 minutes. Ne le partagez pas.`,
  arabic: (site, code) => `${code} هو رمز ${site} الخاص بك. تنتهي صلاحيته خلال 5 دقائق. لا تشاركه مع أحد.`,
};

export function codeText(language: string, site: string, code: string): string {
  return (TEXT[language] ?? TEXT.english!)(site, code);
}

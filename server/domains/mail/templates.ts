import type { Mail } from './mailer';

type Lang = 'english' | 'french' | 'arabic';
/** verify/reset/change carry a link; changed and changeTaken are notices. */
export type AccountMailKind = 'verify' | 'reset' | 'change' | 'changed' | 'changeTaken';
type Kind = AccountMailKind;

interface Words {
  subject: string;
  heading: string;
  body: string;
  /** Notices have no link and no button. */
  button?: string;
  expiry: string;
  ignore: string;
}

/** Mail wording in the languages the app ships (contract/strings/languages); unknown ones get English. */
const WORDS: Record<Lang, Record<Kind, Words> & { dir: 'ltr' | 'rtl'; lang: string; footer: string }> = {
  english: {
    dir: 'ltr',
    lang: 'en',
    footer: 'You receive this mail because this address was entered on {site}.',
    verify: {
      subject: 'Confirm your e-mail address',
      heading: 'Welcome to {site}!',
      body: 'Confirm that this address is yours to unlock redeeming coins and referral rewards.',
      button: 'Confirm my address',
      expiry: 'The link works once, within 24 hours.',
      ignore: 'If you did not sign up, you can ignore this mail.',
    },
    reset: {
      subject: 'Reset your password',
      heading: 'Choose a new password',
      body: 'Someone (we hope you) asked to reset the password of your {site} account.',
      button: 'Choose a new password',
      expiry:
        'The link works once, within 1 hour. Every device signed in to your account will be signed out.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    change: {
      subject: 'Confirm your new e-mail address',
      heading: 'Confirm your new address',
      body: 'You asked to sign in to {site} with this address from now on. Confirm it to make the change.',
      button: 'Confirm the new address',
      expiry: 'The link works once, within 24 hours. Until then you sign in with your current address.',
      ignore: 'If you did not ask for this, ignore this mail: nothing changes.',
    },
    changed: {
      subject: 'Your sign-in address was changed',
      heading: 'Your sign-in address changed',
      body: 'Your {site} account now signs in with {email} instead of this address.',
      expiry: 'Mails about your account go to the new address from now on.',
      ignore: 'If you did not make this change, contact the team of {site} at once.',
    },
    changeTaken: {
      subject: 'This address already has an account',
      heading: 'Nothing was changed',
      body: 'Someone asked to move a {site} account to this address, but this address already has an account of its own.',
      expiry: 'If it was you, sign in with this address (or use “Forgot password?” on the login page).',
      ignore: 'If it was not you, ignore this mail: your account is untouched.',
    },
  },
  french: {
    dir: 'ltr',
    lang: 'fr',
    footer: 'Vous recevez ce message parce que cette adresse a été saisie sur {site}.',
    verify: {
      subject: 'Confirmez votre adresse e-mail',
      heading: 'Bienvenue sur {site} !',
      body: 'Confirmez que cette adresse est la vôtre pour pouvoir échanger vos pièces et recevoir les récompenses de parrainage.',
      button: 'Confirmer mon adresse',
      expiry: 'Le lien fonctionne une seule fois, pendant 24 heures.',
      ignore: 'Si vous ne vous êtes pas inscrit, ignorez ce message.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      heading: 'Choisissez un nouveau mot de passe',
      body: 'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {site}.',
      button: 'Choisir un nouveau mot de passe',
      expiry:
        'Le lien fonctionne une seule fois, pendant 1 heure. Tous les appareils connectés à votre compte seront déconnectés.',
      ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    },
    change: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      heading: 'Confirmez votre nouvelle adresse',
      body: 'Vous avez demandé à vous connecter à {site} avec cette adresse désormais. Confirmez-la pour effectuer le changement.',
      button: 'Confirmer la nouvelle adresse',
      expiry:
        'Le lien fonctionne une seule fois, pendant 24 heures. D’ici là, vous vous connectez avec votre adresse actuelle.',
      ignore: 'Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
    },
    changed: {
      subject: 'Votre adresse de connexion a changé',
      heading: 'Votre adresse de connexion a changé',
      body: 'Votre compte {site} se connecte désormais avec {email} au lieu de cette adresse.',
      expiry: 'Les messages concernant votre compte iront désormais à la nouvelle adresse.',
      ignore: 'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement l’équipe de {site}.',
    },
    changeTaken: {
      subject: 'Cette adresse a déjà un compte',
      heading: 'Rien n’a été changé',
      body: 'Quelqu’un a demandé à transférer un compte {site} vers cette adresse, mais elle a déjà son propre compte.',
      expiry:
        'Si c’était vous, connectez-vous avec cette adresse (ou utilisez « Mot de passe oublié ? » sur la page de connexion).',
      ignore: 'Si ce n’était pas vous, ignorez ce message : votre compte n’a pas été touché.',
    },
  },
  arabic: {
    dir: 'rtl',
    lang: 'ar',
    footer: 'وصلتك هذه الرسالة لأن هذا العنوان أُدخل في {site}.',
    verify: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      heading: 'مرحبًا بك في {site}!',
      body: 'أكّد أن هذا العنوان لك لتتمكن من استبدال العملات وتلقي مكافآت الإحالة.',
      button: 'تأكيد عنواني',
      expiry: 'يعمل الرابط مرة واحدة خلال 24 ساعة.',
      ignore: 'إن لم تسجّل، فتجاهل هذه الرسالة.',
    },
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      heading: 'اختر كلمة مرور جديدة',
      body: 'طلب أحدهم (ونأمل أنه أنت) إعادة تعيين كلمة مرور حسابك في {site}.',
      button: 'اختيار كلمة مرور جديدة',
      expiry: 'يعمل الرابط مرة واحدة خلال ساعة. سيُسجَّل خروج كل جهاز متصل بحسابك.',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    change: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      heading: 'أكّد عنوانك الجديد',
      body: 'طلبتَ تسجيل الدخول إلى {site} بهذا العنوان من الآن فصاعدًا. أكّده لإتمام التغيير.',
      button: 'تأكيد العنوان الجديد',
      expiry: 'يعمل الرابط مرة واحدة خلال 24 ساعة. وحتى ذلك الحين تسجّل الدخول بعنوانك الحالي.',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر شيء.',
    },
    changed: {
      subject: 'تغيّر عنوان تسجيل دخولك',
      heading: 'تغيّر عنوان تسجيل دخولك',
      body: 'أصبح حسابك في {site} يسجّل الدخول بالعنوان {email} بدلًا من هذا العنوان.',
      expiry: 'ستصل الرسائل المتعلقة بحسابك إلى العنوان الجديد من الآن فصاعدًا.',
      ignore: 'إن لم تُجرِ هذا التغيير، فتواصل مع فريق {site} فورًا.',
    },
    changeTaken: {
      subject: 'لهذا العنوان حساب بالفعل',
      heading: 'لم يتغيّر شيء',
      body: 'طلب أحدهم نقل حساب في {site} إلى هذا العنوان، لكن لهذا العنوان حسابًا خاصًا به.',
      expiry: 'إن كنتَ أنت، فسجّل الدخول بهذا العنوان (أو استخدم «نسيت كلمة المرور؟» في صفحة الدخول).',
      ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: لم يُمسّ حسابك.',
    },
  },
};
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An account mail in the player's language, with its plain-text part; `email` fills {email}. */
export function accountMail(
  kind: Kind,
  opts: { to: string; link?: string; language: string; site: string; email?: string },
): Mail {
  const pack = WORDS[(opts.language in WORDS ? opts.language : 'english') as Lang];
  const fill = (s: string) => s.replaceAll('{site}', opts.site).replaceAll('{email}', opts.email ?? '');
  // In HTML the address is isolated, so an Arabic sentence does not reorder its dots and @.
  const fillHtml = (s: string) =>
    escape(s.replaceAll('{site}', opts.site)).replaceAll('{email}', `<bdi>${escape(opts.email ?? '')}</bdi>`);
  const w = pack[kind];
  const button = w.button && opts.link ? { label: w.button, link: opts.link } : null;
  const text = [
    fill(w.heading),
    '',
    fill(w.body),
    '',
    ...(button ? [`${button.label}: ${button.link}`, ''] : []),
    fill(w.expiry),
    fill(w.ignore),
    '',
    '—',
    fill(pack.footer),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${pack.lang}" dir="${pack.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(w.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f1ff;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#1d1740;text-align:${pack.dir === 'rtl' ? 'right' : 'left'}">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:16px;padding:28px;border:2px solid #e4e0fb">
<h1 style="font-size:22px;margin:0 0 12px">${escape(fill(w.heading))}</h1>
<p style="font-size:16px;line-height:1.6;margin:0 0 20px">${fillHtml(w.body)}</p>
${button ? `<p style="margin:0 0 20px"><a href="${escape(button.link)}" style="display:inline-block;background:#6c4cf5;color:#fff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:12px">${escape(button.label)}</a></p>` : ''}
<p style="font-size:14px;line-height:1.6;color:#5b5680;margin:0 0 8px">${fillHtml(w.expiry)}</p>
<p style="font-size:14px;line-height:1.6;color:#5b5680;margin:0 0 8px">${fillHtml(w.ignore)}</p>
${button ? `<p style="font-size:12px;line-height:1.6;color:#8a86a8;margin:16px 0 0;word-break:break-all" dir="ltr">${escape(button.link)}</p>` : ''}
</div>
<p style="font-size:12px;color:#8a86a8;text-align:center">${escape(fill(pack.footer))}</p>
</body>
</html>`;
  return { to: opts.to, subject: fill(w.subject), text, html };
}

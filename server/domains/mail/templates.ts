import type { Mail } from './mailer';

type Lang = 'english' | 'french' | 'arabic';
type Kind = 'verify' | 'reset';

interface Words {
  subject: string;
  heading: string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
}

/** Mail wording in the languages the app ships (server/seed/ui-languages); unknown ones get English. */
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
  },
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A verification or reset mail in the player's language, with its plain-text part. */
export function accountMail(
  kind: Kind,
  opts: { to: string; link: string; language: string; site: string },
): Mail {
  const pack = WORDS[(opts.language in WORDS ? opts.language : 'english') as Lang];
  const fill = (s: string) => s.replaceAll('{site}', opts.site);
  const w = pack[kind];
  const text = [
    fill(w.heading),
    '',
    fill(w.body),
    '',
    `${w.button}: ${opts.link}`,
    '',
    w.expiry,
    w.ignore,
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
<p style="font-size:16px;line-height:1.6;margin:0 0 20px">${escape(fill(w.body))}</p>
<p style="margin:0 0 20px"><a href="${escape(opts.link)}" style="display:inline-block;background:#6c4cf5;color:#fff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:12px">${escape(w.button)}</a></p>
<p style="font-size:14px;line-height:1.6;color:#5b5680;margin:0 0 8px">${escape(w.expiry)}</p>
<p style="font-size:14px;line-height:1.6;color:#5b5680;margin:0 0 8px">${escape(w.ignore)}</p>
<p style="font-size:12px;line-height:1.6;color:#8a86a8;margin:16px 0 0;word-break:break-all" dir="ltr">${escape(opts.link)}</p>
</div>
<p style="font-size:12px;color:#8a86a8;text-align:center">${escape(fill(pack.footer))}</p>
</body>
</html>`;
  return { to: opts.to, subject: fill(w.subject), text, html };
}

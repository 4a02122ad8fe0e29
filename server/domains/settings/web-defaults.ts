import type { WebSettings } from '../../../contract';

type Editable = Omit<WebSettings, 'maintenance' | 'social_media' | 'demo_mode' | 'firebase_auth'>;

/** Web settings an operator edits (stored as key/value rows; seeding inserts missing keys only). */
export const webSettingDefaults: Editable = {
  site_name: 'OpenQuiz',
  tagline: 'No. 1 Quiz: Play, Learn, and Win!',
  description: 'Take free quizzes on any topic, earn coins, climb the leaderboards and battle your friends.',
  keywords: 'quiz, trivia, free quiz, quiz game, battle quiz, daily quiz',
  share_image: '/share.png',
  header_logo: '',
  favicon: '/favicon.svg',
  primary_color: '#6c4cf5',
  footer_color: '#1d1542',
  company_name_footer: 'OpenQuiz',
  company_text: 'OpenQuiz is a free, open-source quiz game you can host yourself.',
  email_footer: 'hello@openquiz.local',
  phone_number_footer: '',
  address_text: '',
  web_link_footer: '',
};

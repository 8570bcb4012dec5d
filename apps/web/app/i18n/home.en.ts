// The texts of the home page: a section, written into the page's HTML when it is the first
// page (page-texts.tsx) and loaded with it on a navigation; home.fr.ts must match it key for key.

export const homeEn = {
  heading: 'Your table is ready',
  tagline: 'Slots, live tables and sports betting, with a welcome bonus on your first deposit.',
  welcome: 'Welcome, {login}',
  playerPrompt: 'Your balance is {balance}. Pick a game or top up your account.',
  guestPrompt: 'Join Jeton to play for real and earn loyalty points.',
  login: 'Log in',
  register: 'Register',
  toGameHall: 'Open the game hall',
  deposit: 'Deposit',
  exploreHeading: 'Explore Jeton',
  sections: {
    casino: 'Slots, live tables and fast games from our studios.',
    betting: 'Pre-match and live odds on the sports you follow.',
    tournaments: 'Climb the leaderboard and share the prize pool.',
    loyalty: 'Earn points with every bet and spend them in the shop.',
    promotions: 'Welcome offers, reloads and seasonal campaigns.',
    jackpots: 'Progressive prize pools that grow with every spin.',
  },
};

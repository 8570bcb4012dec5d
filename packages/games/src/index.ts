// Provably-fair game maths lands here with the game-hall issue.
export {};

/** Where the "Ping me on LinkedIn" link of a wrong password points (the designer's profile). */
export const LINKEDIN_URL = 'https://www.linkedin.com/';

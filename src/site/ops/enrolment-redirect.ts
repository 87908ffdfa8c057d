// The server's enrolment links point at the console's root (`/ops/#enrol=<token>`); enrolment is on
// the sign-in page. The fragment goes along (it never reaches a server or a log) and the root is
// replaced in the history, so Back does not return to the token.
if (location.hash.startsWith('#enrol=')) {
  location.replace(`${location.pathname.replace(/\/?$/, '/')}sign-in${location.hash}`);
}

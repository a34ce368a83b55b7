/**
 * Google's hosts answer nothing, as in the closed network tests run in. Done by the resolver,
 * not by request interception: intercepting requests turns the browser's HTTP cache off,
 * which would make the warm-cache run a second cold one.
 */
export const NO_GOOGLE =
  '--host-resolver-rules=MAP *.google.com ~NOTFOUND, MAP *.googleapis.com ~NOTFOUND, MAP *.gstatic.com ~NOTFOUND, MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND';

// The package ships no types: a CommonJS module whose default export has `test(password)`.
declare module 'fxa-common-password-list' {
  const commonPasswordList: { test: (password: string) => boolean };
  export default commonPasswordList;
}

/** Shown when the shell cannot start at all (config.json missing or invalid). */
export function showBootFailure(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML = '';
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:32rem;margin:20vh auto;padding:2rem;font-family:system-ui,sans-serif;text-align:center;';
  const heading = document.createElement('h1');
  heading.textContent = 'The site could not start';
  const text = document.createElement('p');
  text.textContent = 'Please check your connection and reload the page.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  box.append(heading, text, button);
  root.append(box);
}

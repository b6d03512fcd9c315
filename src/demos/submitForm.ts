import type { FormSubmission } from './sandbox';

/** Posts a form to a new tab (how CodeSandbox and StackBlitz receive a project). */
export function submitForm({ action, fields }: FormSubmission): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

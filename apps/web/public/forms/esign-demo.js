// The showcase's stand-in for the e-sign widget: it tells the embedding form, on this origin
// only, that the candidate signed (ESIGN) or declined (REJECT).
const nameInput = document.getElementById('name');
const preview = document.getElementById('preview');
nameInput.addEventListener('input', () => {
  preview.textContent = nameInput.value;
});
document.getElementById('sign').addEventListener('click', () => {
  if (!nameInput.value.trim()) {
    nameInput.focus();
    return;
  }
  window.parent.postMessage(
    { type: 'ESIGN', name: nameInput.value.trim() },
    window.location.origin,
  );
});
document.getElementById('decline').addEventListener('click', () => {
  window.parent.postMessage({ type: 'REJECT' }, window.location.origin);
});

// The site's only script, loaded with `defer`. Everything works without it; it adds polish:
// aria-expanded on the menu toggles, Escape, an outside click and focus leaving it to close the
// mobile menu, Escape to close a desktop dropdown (WCAG 1.4.13), and the 404 page's console log
// of the missing path.
(function () {
  var menu = document.querySelector('[data-menu]');
  if (menu) {
    var button = menu.querySelector('summary');
    var sync = function (details) {
      details.querySelector('summary').setAttribute('aria-expanded', String(details.open));
    };
    // The toggle event comes a moment after the change, so closing here updates the state at once.
    var close = function () {
      menu.open = false;
      sync(menu);
    };
    [menu].concat([].slice.call(menu.querySelectorAll('details'))).forEach(function (details) {
      sync(details);
      details.addEventListener('toggle', function () { sync(details); });
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && menu.open) {
        close();
        button.focus();
      }
    });
    document.addEventListener('click', function (event) {
      if (menu.open && !menu.contains(event.target)) close();
    });
    // Tab past its last link: left open, the panel would cover the links focus reaches next (WCAG 2.4.11).
    menu.addEventListener('focusout', function (event) {
      if (menu.open && event.relatedTarget && !menu.contains(event.relatedTarget)) close();
    });
    // A page restored from the back-forward cache must not reappear with its menu open.
    window.addEventListener('pageshow', function (event) {
      if (event.persisted) close();
    });
  }
  // The desktop dropdowns open on hover and focus in CSS alone. Escape closes the open one and
  // keeps it closed (styles.css: .hover-closed, .focus-closed) until the pointer or the focus,
  // whichever opened it, leaves the group; focus stays on, or goes back to, its trigger.
  var groups = document.querySelectorAll('.nav-group');
  [].forEach.call(groups, function (group) {
    group.addEventListener('mouseleave', function () { group.classList.remove('hover-closed'); });
    group.addEventListener('focusout', function (event) {
      if (!group.contains(event.relatedTarget)) group.classList.remove('focus-closed');
    });
  });
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    [].forEach.call(groups, function (group) {
      if (group.matches(':hover')) group.classList.add('hover-closed');
      if (group.contains(document.activeElement)) {
        group.classList.add('focus-closed');
        group.querySelector('a').focus();
      }
    });
  });
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
})();

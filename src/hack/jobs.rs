//! Up to `--jobs` items tried at once, the lowest-numbered success winning: the search's cases
//! and the shrink's candidates alike.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The lowest `i` in `0..count` for which `item(i)` is `Some`, trying up to `jobs` at once:
/// later indices are no longer started once one is found, earlier ones still finish. So the
/// answer does not depend on `jobs`.
pub fn first_failing<T: Send>(
    jobs: usize,
    count: usize,
    item: &(dyn Fn(usize) -> Result<Option<T>, String> + Sync),
) -> Result<Option<(usize, T)>, String> {
    let next = AtomicUsize::new(0);
    let found: Mutex<Option<(usize, T)>> = Mutex::new(None);
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs.min(count) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let past = found.lock().unwrap().as_ref().is_some_and(|(j, _)| *j < i);
                    if i >= count || past || error.lock().unwrap().is_some() {
                        break;
                    }
                    match item(i) {
                        Ok(None) => {}
                        Ok(Some(t)) => {
                            let mut f = found.lock().unwrap();
                            if f.as_ref().is_none_or(|(j, _)| i < *j) {
                                *f = Some((i, t));
                            }
                        }
                        Err(e) => {
                            error.lock().unwrap().get_or_insert(e);
                        }
                    }
                }
            });
        }
    });
    match error.into_inner().unwrap() {
        Some(e) => Err(e),
        None => Ok(found.into_inner().unwrap()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lowest failing index wins whatever the number of jobs, and an error stops the rest.
    #[test]
    fn the_lowest_failure_wins_at_any_number_of_jobs() {
        for jobs in [1, 2, 8] {
            let found = first_failing(jobs, 100, &|i| Ok((i % 7 == 3).then_some(i * 10)));
            assert_eq!(found, Ok(Some((3, 30))));
            let none = first_failing(jobs, 5, &|_| Ok(None::<()>));
            assert_eq!(none, Ok(None));
            let error = first_failing(jobs, 5, &|i| match i {
                2 => Err("broken".to_string()),
                _ => Ok(None::<()>),
            });
            assert_eq!(error, Err("broken".to_string()));
        }
    }
}

//! Link against libsimple_torch_ffi.so: from $SIMPLE_TORCH_LIB_DIR, else from the repository's
//! build/lib (made by `make lib`). The rpath lets the binary find the library at run time without
//! LD_LIBRARY_PATH.

use std::env;
use std::path::PathBuf;

fn main() {
    let dir = match env::var_os("SIMPLE_TORCH_LIB_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
                .join("../../build/lib")
        }
    };
    // An absolute path, so that the rpath works from wherever the binary is run.
    let dir = dir.canonicalize().unwrap_or(dir);
    if !dir.join("libsimple_torch_ffi.so").exists() {
        println!(
            "cargo:warning=no libsimple_torch_ffi.so in {} (run `make lib` at the repository root, \
             or set SIMPLE_TORCH_LIB_DIR)",
            dir.display()
        );
    }
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=dylib=simple_torch_ffi");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
    println!("cargo:rerun-if-env-changed=SIMPLE_TORCH_LIB_DIR");
    println!("cargo:rerun-if-changed=build.rs");
    println!(
        "cargo:rerun-if-changed={}",
        dir.join("libsimple_torch_ffi.so").display()
    );
}

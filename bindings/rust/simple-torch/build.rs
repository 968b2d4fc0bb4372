//! The rpath to libsimple_torch_ffi.so's folder for this package's tests (a link argument does not pass from
//! simple-torch-sys to its dependents), and that folder again for this package's dependents: a program's build.rs
//! reads it as DEP_SIMPLE_TORCH_LIBDIR and prints the same `cargo:rustc-link-arg=-Wl,-rpath,...` line.

fn main() {
    let dir = std::env::var("DEP_SIMPLE_TORCH_FFI_LIBDIR").expect("simple-torch-sys names the library's folder");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
    println!("cargo:libdir={dir}");
}
